/** What only the admin area writes of the important links; visitors never download it. */
import { collectionWriter } from '@/lib/collectionWriter';
import { isBlankText } from '@/lib/hiddenCharacters';
import { storedAddress } from '@/lib/webAddress';
import { itemWrites } from '@/lib/writes';
import { linksKey } from '../linksReads';
import { LINKS, type ImportantLink } from '../linksService';

export interface ImportantLinkDraft {
  title: string;
  url: string;
  buttonText: string;
  description: string;
}

/** A link's address is stored as given (`storedAddress`); an empty button text or description is left out. */
export const linkWriter = collectionWriter<ImportantLinkDraft, ImportantLink>(LINKS, {
  stored: (link) => ({
    title: link.title.trim(),
    url: link.url?.trim() ?? '',
    buttonText: link.buttonText && !isBlankText(link.buttonText) ? link.buttonText.trim() : undefined,
    description: link.description?.trim() || undefined,
  }),
  checked: (draft) => ({ ...draft, url: storedAddress(draft.url) }),
  name: (draft) => draft.title.trim(),
  dated: true,
});

/** The admin page's writes, for `useMutation` (the admin list is the public query). */
export const linkMutations = itemWrites([linksKey], linkWriter);
