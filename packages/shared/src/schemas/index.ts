export * from './common.ts';
export * from './user.ts';
export * from './model.ts';
export * from './content.ts';
export * from './community.ts';
export * from './misc.ts';
export * from './envelope.ts';
