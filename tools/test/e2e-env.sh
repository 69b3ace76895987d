# Ports and service addresses used by the end-to-end tests (sourced by tools/test/test-all.sh;
# playwright.config.ts reads the same variables). They differ from `npm start`'s so both can run at once.
export E2E_SITE_PORT="${E2E_SITE_PORT:-4174}"
export E2E_STAND_IN_PORT="${E2E_STAND_IN_PORT:-8788}"
export VITE_EMAILJS_ORIGIN="http://127.0.0.1:${E2E_STAND_IN_PORT}"
export VITE_CRM_API_HOST="http://127.0.0.1:${E2E_STAND_IN_PORT}"
export VITE_ANALYTICS_HOST="http://127.0.0.1:${E2E_STAND_IN_PORT}"
export E2E_CONTENT_API_PORT="${E2E_CONTENT_API_PORT:-8790}"
export VITE_CONTENT_API_URL="http://127.0.0.1:${E2E_CONTENT_API_PORT}"
