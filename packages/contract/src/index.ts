export * from './options.js';
export * from './constants.js';
export * from './messages.js';
export * from './validation.js';
export * from './api.js';
export * from './courses.js';
