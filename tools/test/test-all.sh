#!/usr/bin/env bash
# `npm test`: every gate, in order from fastest to slowest. Stops at the first failure, and always ends
# with one line per step and its seconds, then the total: what each step costs is seen on every run
# (the budget is in the README, "Test suite time budget").
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/test/e2e-env.sh

names=()
seconds=()
current=''
started=0
suite_started=$(date +%s)

# Closes the running step's clock.
finish_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    seconds+=($(($(date +%s) - started)))
    current=''
  fi
}

# Starts a step: its heading now, its line in the timing table at the end.
step() {
  finish_step
  current="$1"
  started=$(date +%s)
  printf '\n\033[1m== %s ==\033[0m\n' "$2"
}

timing() {
  local status=$?
  finish_step
  printf '\n\033[1m== Time per step ==\033[0m\n'
  for i in "${!names[@]}"; do printf '%-34s %5d s\n' "${names[$i]}" "${seconds[$i]}"; done
  printf '%-34s %5d s%s\n' 'total' $(($(date +%s) - suite_started)) "$([ "$status" = 0 ] || echo ' (stopped by a failure)')"
}
trap timing EXIT

step 'engines installed' "Chromium, WebKit, Firefox and Xvfb for the browser tests"
bash tools/test/ensure-chromium.sh
bash tools/test/ensure-engines.sh
step 'type check' "Type check"
npx tsc -p .
step 'workflows' "GitHub workflows (action-validator)"
npx tsx tools/test/lint-workflows.ts
step 'content validation' "Content validation"
npx tsx tools/cli/validate.ts
step 'generated files up to date' "Generated types are up to date"
npx tsx tools/cli/gen-types.ts --check
npx tsx tools/cli/gen-content-reference.ts --check
step 'unit tests' "Unit tests"
npx vitest run
step 'build' "Production build (pointing at the local stand-in)"
npx tsx tools/build/build.ts
step 'page checks' "Page checks of the built site: valid HTML, working links, every sitemap page linked from two others"
npx tsx tools/build/checks/check-site.ts
step 'end-to-end (Chromium)' "End-to-end tests in Chromium"
npx playwright test
step 'cross-engine (WebKit, Firefox)' "Cross-engine tests: the visitor's main paths in WebKit and Firefox"
npx tsx tests/engines/run.ts
