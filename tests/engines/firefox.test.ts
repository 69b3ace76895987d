import { engineChecks } from './checks';
import { studioChecks } from './studio-checks';
import { launchFirefox } from './support/firefox';

studioChecks('firefox', engineChecks('firefox', launchFirefox));
