export * from './languages';
export * from './access';
export * from './errors';
export * from './statuses';
export * from './api/common';
export * from './api/auth';
export * from './api/bonds';
export * from './api/entities';
