export * from './codes';
export * from './constants';
export * from './route';
export * from './routes';
export * from './sockets';
export * from './table';
export * as fields from './schemas';
export * as answers from './responses';
export * from './web-config';
