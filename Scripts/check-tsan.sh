#!/usr/bin/env bash
# CI: the concurrency tests under ThreadSanitizer. Builds the package with --sanitize=thread into its own build folder
# (.build-tsan, git-ignored, so the ordinary build stays as it is), then runs the tests that share state across
# threads. Any TSan report fails the run (TSan exits 66 after a report; the log is searched too, in case a test
# harness swallowed the status).
#
#   Scripts/check-tsan.sh
#
# The tests: every test in the ConcurrencyTests target (Locked, OnceTable) and, in the other targets, the tests whose
# names say they race on purpose (`concurrent…`, `firstUseFromManyTasks…`, `shortLivedThreads…`): the formatter
# cache (tasks, OS threads, eviction while formatting, threads exiting mid-removal), the per-country address rules,
# the phone pattern cache and whole documents validated from eight tasks. A new concurrency test joins the run by
# following that naming.
#
# No suppressions. Shared state is guarded by `Locked` (a pthread mutex, which TSan intercepts) rather than
# Synchronization.Mutex, whose Linux lock TSan cannot see: with Mutex the same tests gave 20 false reports.
set -euo pipefail
cd "$(dirname "$0")/.."

filter='ConcurrencyTests|concurrent|firstUseFromManyTasks|shortLivedThreads'
log=$(mktemp)
trap 'rm -f "$log"' EXIT

swift build --build-tests --sanitize=thread --scratch-path .build-tsan
status=0
TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1" \
    swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter "$filter" 2>&1 | tee "$log" \
    || status=$?
reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
ran=$(grep -oE "Test run with [0-9]+ tests?" "$log" | tail -n 1 || true)
echo "check-tsan: ${ran:-no test run}, $reports ThreadSanitizer reports"
if [ "$reports" -ne 0 ] || [ "$status" -ne 0 ]; then exit 1; fi
if [ -z "$ran" ]; then echo "check-tsan: the filter matched no test" >&2; exit 1; fi
