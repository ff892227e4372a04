import type { Audience } from '@/lib/audience';
import type { AudienceChoice } from './inputSchema';

/** How a stored audience starts in the form: the whole school when it has none. */
export const audienceChoiceOf = (audience: Audience): AudienceChoice => ({ some: audience.length > 0, ticked: audience });

/** The audience to store: none for the whole school. */
export const audienceOf = ({ some, ticked }: AudienceChoice): Audience => (some ? ticked : []);
