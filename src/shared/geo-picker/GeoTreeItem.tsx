import { TreeItem } from '@mui/x-tree-view/TreeItem';
import {
  canExpand,
  visibleChildren,
  type GeoNode,
  type PickerMode,
  type PlaceRef,
} from '../../domain';
import type { LazyGeoTree } from './useLazyGeoTree';
import { PlaceLabel } from './PlaceLabel';
import { TreeStatusItem } from './TreeStatusItem';

export interface GeoTreeItemOptions {
  tree: LazyGeoTree;
  mode: PickerMode;
  /** Whether anything below the root may be fetched (pickerPlan's fetchSubtree). */
  fetchSubtree: boolean;
  isSelectable(place: PlaceRef): boolean;
  showChildCount: boolean;
}

const isGeoNode = (place: PlaceRef | GeoNode): place is GeoNode => 'child_count' in place;

function ItemChildren({
  node,
  options,
}: {
  node: PlaceRef | GeoNode;
  options: GeoTreeItemOptions;
}) {
  const { tree, mode } = options;
  const id = node.location_id;
  const children = tree.childrenOf(id);
  if (!children)
    return <TreeStatusItem parentId={id} status={tree.hasFailed(id) ? 'failed' : 'loading'} />;
  const shown = visibleChildren(children, mode);
  if (shown.length === 0) return <TreeStatusItem parentId={id} status="empty" />;
  return shown.map((child) => (
    <GeoTreeItem key={child.location_id} node={child} options={options} />
  ));
}

/** One place of the tree; its children are rendered (and fetched) once it is expanded. */
export function GeoTreeItem({
  node,
  options,
}: {
  node: PlaceRef | GeoNode;
  options: GeoTreeItemOptions;
}) {
  const known = options.tree.nodeById(node.location_id) ?? node;
  const expandable =
    options.fetchSubtree && (isGeoNode(known) ? canExpand(known, options.mode) : true);
  const selectable = options.isSelectable(known);
  const childCount = options.showChildCount && isGeoNode(known) ? known.child_count : undefined;
  return (
    <TreeItem
      itemId={String(node.location_id)}
      label={
        <PlaceLabel
          place={known}
          childCount={childCount}
          muted={!selectable}
          closed={isGeoNode(known) && Boolean(known.closed_on)}
        />
      }
      disableSelection={!selectable}
    >
      {expandable ? <ItemChildren node={known} options={options} /> : null}
    </TreeItem>
  );
}
