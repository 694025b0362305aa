import { clips } from '../../../assets/media/media-files';
import type { VideoClip } from '../../../lib/media-types';

export interface WorkshopVideo {
  title: string;
  /** The running time of the full film, as the spec lists it. */
  duration: string;
  /** One line for the card. */
  summary: string;
  /** What the clip shows: the text alternative of a film without sound. */
  description: string;
  /** The short looping excerpt served with the site. */
  clip: VideoClip;
}

export const behindTheScenesVideo: WorkshopVideo = {
  title: 'Behind the Scenes at Our Workshop',
  duration: '1:45',
  summary: 'A walk along the cutting tables, sewing lines and finishing room on a normal day.',
  description:
    'Three sewing machines stitch under the work lamps while finished shirts and tees ride the conveyor towards packing.',
  clip: clips['behind-the-scenes'],
};

export const workshopVideos: WorkshopVideo[] = [
  {
    title: 'Fabric Selection Process',
    duration: '2:15',
    summary:
      'How we test hand-feel, shrinkage and colour fastness before a roll reaches the cutting table.',
    description:
      'A magnifier passes over six swatches (twill, plain weave, check, herringbone, dots and knit) while a shade card fans open beside them.',
    clip: clips['fabric-selection'],
  },
  {
    title: 'Product Making & Pattern Design process',
    duration: '4:30',
    summary: 'From a tech pack to graded paper patterns, markers and the first sewn sample.',
    description:
      'On a gridded cutting mat a pencil traces the front, sleeve and back pattern pieces of a shirt, each marked with its grain line, next to the shears.',
    clip: clips['pattern-design'],
  },
  {
    title: 'Quality Control Standards',
    duration: '3:20',
    summary: 'Inline checks, measurement audits and the final AQL inspection before packing.',
    description:
      'A tape measures the chest of a finished shirt, the inspection checklist is ticked (measurements, seams, shade, labels) and the AQL 2.5/4.0 "Passed" stamp lands.',
    clip: clips['quality-control'],
  },
];
