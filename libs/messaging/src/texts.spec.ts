import { MESSAGES_LINK_TEXTS, TEXTS } from './texts.ts';

describe('the unread count', () => {
  it('says «1 ulest» and «2 uleste», in the adjective’s number; the menu’s label for any', () => {
    expect(TEXTS.conversationList.unread(1)).toBe('1 ulest');
    expect(TEXTS.conversationList.unread(2)).toBe('2 uleste');
    expect(MESSAGES_LINK_TEXTS.labelWithUnread(1)).toBe('Meldinger, uleste: 1');
  });
});
