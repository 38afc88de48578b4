export * from './schemas';
export * from './keywords';
export * from './classify';
export * from './ticket';
export * from './sprint-plan';
export * from './issue';
