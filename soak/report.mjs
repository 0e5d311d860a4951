// The soak's summary as text: figures, per-request-type table, and the books.

const pad = (v, n) => String(v).padStart(n);

export function formatSummary(r) {
  const lines = [];
  const secs = (ms) => (ms / 1000).toFixed(1);
  const classes = Object.entries(r.statusClasses)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  lines.push('', '=== Soak summary ===');
  lines.push(
    `target ${r.target} (${r.database}, files: ${r.storage}); ${r.machine.cpus} CPUs, load average ${r.machine.loadAverage.join(' → ')}`,
  );
  lines.push(
    `users ${r.users.active}/${r.users.requested} signed in; sign-up ${secs(r.setupMs)} s, load ${secs(r.durationMs)} s, books ${secs(r.booksMs)} s, wall ${secs(r.wallMs)} s`,
  );
  lines.push(
    `requests ${r.requests} (${r.requestsPerSecond}/s): ${classes}; p50 ${r.p50} ms, p99 ${r.p99} ms`,
  );
  lines.push(
    `errors: ${r.fiveXx} 5xx, ${r.failureCount} unexpected answers or failed checks, ${r.serverErrors.length} server error log lines`,
  );
  lines.push(
    `actions: ${Object.entries(r.actions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  const t = r.ledger;
  lines.push(
    `ledger: ${t.projects} projects uploaded, ${t.likesOn} likes on, ${t.comments} comments, ${t.projectViews} project views and ${t.profileViews} profile views counted, ${t.downloads} downloads (${t.ambiguousViews} views too close to a window boundary to call)`,
  );
  lines.push(
    '',
    `${'request'.padEnd(16)}${pad('count', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}  statuses`,
  );
  for (const row of r.perLabel) {
    const statuses = Object.entries(row.statuses)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
    lines.push(
      `${row.label.padEnd(16)}${pad(row.count, 8)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(row.max, 9)}  ${statuses}`,
    );
  }
  if (r.failures.length) {
    lines.push('', `Failures (first ${r.failures.length} of ${r.failureCount}):`);
    for (const f of r.failures.slice(0, 20)) lines.push(`  [${f.label} ${f.status}] ${f.detail}`);
  }
  if (r.serverErrors.length) {
    lines.push('', 'Server error log lines (first 10):');
    for (const line of r.serverErrors.slice(0, 10)) lines.push(`  ${line}`);
  }
  const scope = [
    r.books.databaseChecked ? 'database' : null,
    r.books.adminChecked ? 'admin totals' : null,
    'API counters',
  ]
    .filter(Boolean)
    .join(', ');
  lines.push(
    '',
    `Books (${scope}): ${r.books.checks} checks, ${r.books.mismatches.length ? `${r.books.mismatches.length} MISMATCHES` : 'OK'}`,
  );
  for (const m of r.books.mismatches.slice(0, 30)) lines.push(`  ${m}`);
  if (r.books.mismatches.length > 30) lines.push(`  … and ${r.books.mismatches.length - 30} more`);
  lines.push('', r.ok ? 'SOAK PASSED' : 'SOAK FAILED');
  return lines.join('\n');
}
