export interface WorkshopVideo {
  title: string;
  duration: string;
  description: string;
  /** Local file under public/videos; absent until the footage is delivered. */
  src?: string;
}

export const behindTheScenesVideo: WorkshopVideo = {
  title: 'Behind the Scenes at Our Workshop',
  duration: '1:45',
  description: 'A walk along the cutting tables, sewing lines and finishing room on a normal day.',
};

export const workshopVideos: WorkshopVideo[] = [
  {
    title: 'Fabric Selection Process',
    duration: '2:15',
    description:
      'How we test hand-feel, shrinkage and colour fastness before a roll reaches the cutting table.',
  },
  {
    title: 'Product Making & Pattern Design process',
    duration: '4:30',
    description: 'From a tech pack to graded paper patterns, markers and the first sewn sample.',
  },
  {
    title: 'Quality Control Standards',
    duration: '3:20',
    description: 'Inline checks, measurement audits and the final AQL inspection before packing.',
  },
];
