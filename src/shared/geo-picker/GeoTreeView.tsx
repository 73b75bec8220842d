import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTranslate } from 'react-admin';
import { canExpand, toPlaceRef, type PickerMode, type PlaceRef } from '../../domain';
import { GeoTreeItem, type GeoTreeItemOptions } from './GeoTreeItem';
import { useLazyGeoTree } from './useLazyGeoTree';

export interface GeoTreeViewProps {
  root: PlaceRef;
  fetchSubtree: boolean;
  mode?: PickerMode;
  /** Selection: the chosen place's id, and the handler; without `onSelect` nothing is selectable. */
  selectedId?: number | null;
  onSelect?(place: PlaceRef): void;
  isSelectable?(place: PlaceRef): boolean;
  showChildCount?: boolean;
  /** Shown under the tree when the root turns out to have no places below it. */
  emptyText?: string;
  /** Closed places too, marked so (hidden otherwise). */
  withClosed?: boolean;
}

const NUMERIC_ID = /^\d+$/;
const ANY: (place: PlaceRef) => boolean = () => true;

/** The geographic tree from `root`, fetched lazily one expansion at a time. */
export function GeoTreeView(props: GeoTreeViewProps) {
  const { root, fetchSubtree, mode = {}, selectedId = null, onSelect, isSelectable = ANY } = props;
  const translate = useTranslate();
  const tree = useLazyGeoTree(root, fetchSubtree, props.withClosed);
  const options: GeoTreeItemOptions = {
    tree,
    mode,
    fetchSubtree,
    isSelectable: onSelect ? isSelectable : () => false,
    showChildCount: Boolean(props.showChildCount),
  };

  const isEmpty = Boolean(tree.rootNode && !canExpand(tree.rootNode, mode));

  const handleExpansion = (_: unknown, itemId: string, isExpanded: boolean) => {
    if (isExpanded && NUMERIC_ID.test(itemId)) tree.load(Number(itemId));
  };
  const handleSelection = (_: unknown, itemId: string | null) => {
    if (!onSelect || itemId === null || !NUMERIC_ID.test(itemId)) return;
    const place = tree.nodeById(Number(itemId));
    if (place && isSelectable(place)) onSelect(toPlaceRef(place));
  };

  return (
    <>
      {tree.anyFailed && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={tree.retry}>
              {translate('app.picker.retry')}
            </Button>
          }
        >
          {translate('app.picker.loadFailed')}
        </Alert>
      )}
      <SimpleTreeView
        aria-label={translate('app.picker.tree')}
        defaultExpandedItems={fetchSubtree ? [String(root.location_id)] : []}
        onItemExpansionToggle={handleExpansion}
        selectedItems={selectedId === null ? null : String(selectedId)}
        onSelectedItemsChange={handleSelection}
        disableSelection={!onSelect}
        sx={{ overflowX: 'auto' }}
      >
        <GeoTreeItem node={root} options={options} />
      </SimpleTreeView>
      {isEmpty && props.emptyText && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {props.emptyText}
        </Typography>
      )}
    </>
  );
}
