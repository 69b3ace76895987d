import { engineChecks } from './checks';
import { studioChecks } from './studio-checks';
import { launchWebKit } from './support/webkit';

studioChecks('webkit', engineChecks('webkit', launchWebKit));
