// Frozen: this data fix-up called today's application code, so its meaning changed with the app
// and a restored archive skipped it. It is now the maintenance step '2026-11-23-index-posts'
// (server/db/maintenance.ts), which runs on every database and restored archive that lacks it.
// The migration stays, empty, because databases have it recorded as applied.
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
