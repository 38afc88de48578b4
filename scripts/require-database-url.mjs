if (!process.env.DATABASE_URL) {
  console.error('test:pg runs the integration suite on PostgreSQL: set DATABASE_URL=postgres://user:pass@host:port/db');
  process.exit(1);
}
