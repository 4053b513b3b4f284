import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { Fragment, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions, SectionList } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import type { Deletion } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

/** What a list's add and edit dialog is given: the item to edit, or none to add one. */
export interface ListDialogProps<Item> {
  open: boolean;
  item?: Item;
  onClose: () => void;
}

/** The texts of a list's card: its heading, the add button, and what it says when empty. */
export interface ListTexts {
  title: string;
  add: string;
  empty: string;
  emptyHint: string;
}

/**
 * One of the profile's lists that the owner adds to, edits and deletes from: the card with its
 * add button, the items (`renderItem` shows one with the owner's Rediger and Slett, named by
 * `itemName`) or a short sentence when there are none, the add and edit `Dialog`, and the
 * confirmed `deletion`, which hands focus back to the heading. Pass a lazy `Dialog`, so the form
 * loads only when first opened. `children` go under the items (a viewer the items open).
 */
export function ListSection<Item extends { id: string }>({
  items,
  editable,
  texts,
  deletion,
  Dialog,
  itemName,
  renderItem,
  List = SectionList,
  children,
}: {
  items: Item[];
  editable: boolean;
  texts: ListTexts;
  deletion: Deletion;
  Dialog: ComponentType<ListDialogProps<Item>>;
  itemName: (item: Item) => string;
  /** `actions` is false where the profile only shows. */
  renderItem: (item: Item, actions: ReactNode) => ReactNode;
  List?: ComponentType<{ children: ReactNode }>;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogSession<Item>();
  const removal = useConfirmedDelete({ ...deletion, returnFocusTo: headingRef });

  return (
    <SectionCard
      title={texts.title}
      headingRef={headingRef}
      actions={
        editable && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => dialog.show()}>
            {texts.add}
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <SectionEmpty text={texts.empty} hint={editable ? texts.emptyHint : undefined} />
      ) : (
        <List>
          {items.map((item) => (
            <Fragment key={item.id}>
              {renderItem(
                item,
                editable && (
                  <ItemActions
                    name={itemName(item)}
                    deleteLabel={deletion.confirmLabel}
                    onEdit={() => dialog.show(item)}
                    onDelete={() => removal.ask(item.id)}
                  />
                ),
              )}
            </Fragment>
          ))}
        </List>
      )}
      {children}
      {editable && (
        <>
          <OpenedOnce open={dialog.open} onFailed={dialog.close}>
            <Dialog key={dialog.key} open={dialog.open} item={dialog.item} onClose={dialog.close} />
          </OpenedOnce>
          {removal.dialog}
        </>
      )}
    </SectionCard>
  );
}
