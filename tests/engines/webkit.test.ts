import { engineChecks } from './checks';
import { launchWebKit } from './support/webkit';

engineChecks('webkit', launchWebKit);
