export const AUDIT_MSG = {
  title: 'Audit Log',
  subtitle:
    'Every action that moved money, removed content, granted a role or disabled an account. Entries are never changed or deleted.',
  history: 'History',
  when: 'When',
  who: 'Who',
  what: 'What',
  before: 'Before',
  after: 'After',
  none: 'No audit entries yet',
  allActions: 'All actions',
  fetchFailed: 'Failed to fetch the audit log',
} as const;
