import { describe, expect, it } from 'vitest';
import {
  BRANCHES_LEAD,
  CATEGORIES,
  IMAGE_MAX_BYTES,
  LEVELS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLE_HOME,
  ROLL_NUMBER_LENGTH,
  TEAMS,
  formatRupees,
  levelLabel,
} from '../src/index.js';

describe('business constants (spec 9)', () => {
  it('limits', () => {
    expect(ROLL_NUMBER_LENGTH).toBe(10);
    // spec 9 says 2 to 20; the stronger rule is a listed deviation (docs/spec-coverage.md)
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(IMAGE_MAX_BYTES).toBe(5242880);
  });
  it('ten teams, Team-1 to Team-10', () => {
    expect(TEAMS).toHaveLength(10);
    expect(TEAMS[0]).toBe('Team-1');
    expect(TEAMS[9]).toBe('Team-10');
  });
  it('role homes (spec 6)', () => {
    expect(ROLE_HOME).toEqual({
      Admin: '/Admin/courses',
      Instructor: '/instructor/dashboard',
      Lead: '/lead/dashboard',
      Student: '/student/dashboard',
    });
  });
  it('lead branch CAI is shown as CSI', () => {
    expect(BRANCHES_LEAD.find((b) => b.value === 'CAI')?.label).toBe('CSI');
  });
  it('categories and levels', () => {
    expect(CATEGORIES).toHaveLength(13);
    expect(LEVELS).toEqual(['Beginner', 'Intermediate', 'Advanced', 'All levels']);
  });
  it('level labels: Beginner, Intermediate, otherwise All Levels', () => {
    expect(LEVELS.map(levelLabel)).toEqual(['Beginner', 'Intermediate', 'All Levels', 'All Levels']);
    expect(levelLabel(undefined)).toBe('All Levels');
  });
  it('rupees in the en-IN format from integer paise', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(49900)).toBe('₹499.00');
  });
});
