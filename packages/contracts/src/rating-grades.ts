/**
 * The letter grades a rating filter takes, best first: the notches every scale of the
 * catalogue ranks by (rating_scale_points.rank: AAA = 1 … C = 21, SD = 22, D = 23), so one
 * grade compares bonds rated by any agency (Moody's A3 is rank 7, as A-). Zod-free: the web
 * app reads it without the schemas.
 */
export const RATING_GRADES = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC+',
  'CCC',
  'CCC-',
  'CC',
  'C',
  'SD',
  'D',
] as const;
export type RatingGrade = (typeof RATING_GRADES)[number];

/** A grade's notch, 1 = AAA. */
export const ratingRankOf = (grade: RatingGrade) => RATING_GRADES.indexOf(grade) + 1;
