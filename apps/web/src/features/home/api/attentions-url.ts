/** The static attention file (spec 000 §7), served by the app. */
export const ATTENTIONS_URL = '/contents/attention/attentions.json';
