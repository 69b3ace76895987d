#!/usr/bin/env bash
# `npm test`: every gate, in order from fastest to slowest. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/test/e2e-env.sh

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Chromium for the end-to-end tests"
bash tools/test/ensure-chromium.sh
step "WebKit, Firefox and Xvfb for the cross-engine tests"
bash tools/test/ensure-engines.sh
step "Type check"
npx tsc -p .
step "GitHub workflows (action-validator)"
npx tsx tools/test/lint-workflows.ts
step "Content validation"
npx tsx tools/cli/validate.ts
step "Generated types are up to date"
npx tsx tools/cli/gen-types.ts --check
npx tsx tools/cli/gen-content-reference.ts --check
step "Unit tests"
npx vitest run
step "Production build (pointing at the local stand-in)"
npx tsx tools/build/build.ts
step "Page checks of the built site: valid HTML, working links, every sitemap page linked from two others"
npx tsx tools/build/checks/check-site.ts
step "End-to-end tests in Chromium"
npx playwright test
step "Cross-engine tests: the visitor's main paths in WebKit and Firefox"
npx tsx tests/engines/run.ts
