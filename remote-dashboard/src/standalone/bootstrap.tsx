import { mountStandInHost } from '@threadline/web-kit/standalone/mount-stand-in-host';
import { StandInHost } from './stand-in-host';

mountStandInHost(<StandInHost />);
