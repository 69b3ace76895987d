#!/usr/bin/env bash
# `npm test`: every gate. A failure stops the run once the steps running at that moment have ended, and
# the run always ends with one line per step and its seconds (a failed step's too), then the total: what
# each step costs is seen on every run (the budget: README, "Performance budgets"; why the steps
# overlap: docs/decisions/028-test-suite-budget.md).
#
# The checks that need no built site, the unit tests, and the build with the checks of what it built
# run side by side, as three lanes: the short checks and the build then cost no time of their own
# beside the unit tests, the longest lane. Each lane's output is shown whole once it ends. The browser
# suites run after them, one at a time: each fills both cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/test/e2e-env.sh

suite_started=$(date +%s)
times=$(mktemp -d)

heading() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

# Runs one step, heading first, and writes its seconds to $times (lanes run steps at the same time,
# so each step's time is kept in a file named by its order, not in a variable).
step() {
  local order=$1 name=$2 title=$3
  shift 3
  heading "$title"
  local started=$SECONDS status=0
  "$@" || status=$?
  printf '%s\t%s%s\n' "$name" $((SECONDS - started)) "$([ "$status" = 0 ] || echo ' (failed)')" > "$times/$order"
  return "$status"
}

timing() {
  local status=$?
  heading 'Time per step'
  echo '(type check to built pages run in three lanes side by side: their seconds overlap)'
  local file
  for file in $(ls "$times" | sort -n); do
    IFS=$'\t' read -r name seconds < "$times/$file"
    printf '%-34s %5d s%s\n' "$name" "${seconds%% *}" "$([ "${seconds#* }" = "$seconds" ] || echo " ${seconds#* }")"
  done
  printf '%-34s %5d s%s\n' 'total' $(($(date +%s) - suite_started)) "$([ "$status" = 0 ] || echo ' (stopped by a failure)')"
  # Stopped from outside (Ctrl+C, a CI limit) while the lanes run: they stop too, and leave nothing behind.
  [ ${#pids[@]} -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true
  rm -rf "$times" "$logs"
  exit "$status"
}
pids=()
logs=''
trap timing EXIT

checks_lane() {
  step 2 'type check' 'Type check' npx tsc -p .
  step 3 'workflows' 'GitHub workflows (action-validator)' npx tsx tools/test/lint-workflows.ts
  step 4 'content validation' 'Content validation' npx tsx tools/cli/validate.ts
  step 5 'generated files up to date' 'Generated types and content reference are up to date' \
    bash -c 'npx tsx tools/cli/gen-types.ts --check && npx tsx tools/cli/gen-content-reference.ts --check'
}

units_lane() {
  step 6 'unit tests' 'Unit tests' npx vitest run
}

build_lane() {
  step 7 'build' 'Production build (pointing at the local stand-in)' npx tsx tools/build/build.ts
  step 8 'page checks' 'Page checks of the built site: valid HTML, working links, every sitemap page linked from two others' \
    npx tsx tools/build/checks/check-site.ts
  step 9 'built pages' 'The built pages, read without a browser (tests/built)' npx vitest run --config tests/built/vitest.config.ts
}

step 1 'engines installed' 'Chromium, WebKit, Firefox and Xvfb for the browser tests' \
  bash -c 'bash tools/test/ensure-chromium.sh && bash tools/test/ensure-engines.sh'

# The three lanes side by side; each lane's output is printed whole once it ends, in lane order.
logs=$(mktemp -d)
lanes=(checks_lane units_lane build_lane)
for lane in "${lanes[@]}"; do
  (set -euo pipefail; "$lane") > "$logs/$lane.log" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!lanes[@]}"; do
  if ! wait "${pids[$i]}"; then failed+=("${lanes[$i]}"); fi
  cat "$logs/${lanes[$i]}.log"
done
pids=()
if [ ${#failed[@]} -gt 0 ]; then
  printf '\n\033[1;31mFailed lane: %s (the output above says which step)\033[0m\n' "${failed[*]//_lane/}" >&2
  exit 1
fi

step 10 'end-to-end (Chromium)' 'End-to-end tests in Chromium' npx playwright test
step 11 'cross-engine (WebKit, Firefox)' "Cross-engine tests: the visitor's main paths in WebKit and Firefox" npx tsx tests/engines/run.ts
