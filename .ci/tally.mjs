// CI's closing lines: the slowest test files and every failed test by name (the log keeps only its tail,
// so they come last), then one tally over the steps' JSON reports.
import process from 'node:process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const files = [];
for (const file of process.argv.slice(2)) {
  const step = path.basename(file, '.json');
  if (!fs.existsSync(file)) {
    failed += 1;
    failures.push(`${step}: no report (the step did not finish)`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += Math.max(report.numFailedTests, report.numFailedTestSuites);
  skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) {
    const name = path.relative(process.cwd(), result.name);
    files.push({ step, name, ms: result.endTime - result.startTime });
    const failedTests = result.assertionResults.filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      const why = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 200);
      failures.push(`${step}: ${name} > ${test.fullName}: ${why}`);
    }
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push(`${step}: ${name}: ${(result.message ?? '').split('\n')[0].slice(0, 200)}`);
    }
  }
}

console.log('slowest test files (s):');
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 12)) {
  console.log(`  ${(f.ms / 1000).toFixed(0).padStart(5)}  ${f.step}: ${f.name}`);
}
if (failures.length > 0) {
  console.log('failed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped; quick benchmarks ${process.env.BENCHMARKS}`);
