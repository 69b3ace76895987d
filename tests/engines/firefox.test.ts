import { engineChecks } from './checks';
import { launchFirefox } from './support/firefox';

engineChecks('firefox', launchFirefox);
