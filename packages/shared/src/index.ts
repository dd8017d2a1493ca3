export * from './advisor.ts';
export * from './auth.ts';
export * from './chat.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './pagination.ts';
export * from './site.ts';
export * from './testimonials.ts';
