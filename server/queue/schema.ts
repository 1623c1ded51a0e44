/** The PostgreSQL schema of the job queue's tables (pg-boss), beside the platform's own. */
export const QUEUE_SCHEMA = 'pgboss';
