import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { GeoNode, PlaceRef } from '../../domain';
import type { AppDataProvider } from '../../dataProvider';

interface TreeState {
  /** Every place received, by id. */
  nodes: Record<number, GeoNode>;
  /** The children received for a place, by the place's id. */
  kids: Record<number, GeoNode[]>;
  pending: number[];
  failed: number[];
}

const EMPTY: TreeState = { nodes: {}, kids: {}, pending: [], failed: [] };

function absorb(state: TreeState, answer: GeoNode): TreeState {
  const nodes = { ...state.nodes };
  const kids = { ...state.kids };
  const walk = (node: GeoNode) => {
    nodes[node.location_id] = node;
    if (node.children) {
      kids[node.location_id] = node.children;
      node.children.forEach(walk);
    }
  };
  walk(answer);
  kids[answer.location_id] = answer.children ?? [];
  return { ...state, nodes, kids };
}

/** Ids of the places whose children arrived in an answer (they need no fetch of their own). */
function idsWithChildren(answer: GeoNode, out: number[] = []): number[] {
  if (answer.children) {
    out.push(answer.location_id);
    answer.children.forEach((child) => idsWithChildren(child, out));
  }
  return out;
}

const without = (list: number[], id: number) => list.filter((x) => x !== id);

export interface LazyGeoTree {
  root: PlaceRef;
  /** The root as received (with child_count), once loaded. */
  rootNode: GeoNode | undefined;
  nodeById(id: number): PlaceRef | undefined;
  childrenOf(id: number): GeoNode[] | undefined;
  isLoading(id: number): boolean;
  hasFailed(id: number): boolean;
  anyFailed: boolean;
  load(id: number): void;
  retry(): void;
}

/**
 * A geographic tree whose children are fetched when a place is expanded; closed places are
 * left out unless `withClosed` (the tree page, for those who administer places).
 */
export function useLazyGeoTree(root: PlaceRef, enabled: boolean, withClosed = false): LazyGeoTree {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<TreeState>(EMPTY);
  const inFlight = useRef(new Set<number>());
  const loaded = useRef(new Set<number>());
  const alive = useRef(true);

  const load = useCallback(
    (id: number) => {
      if (inFlight.current.has(id) || loaded.current.has(id)) return;
      inFlight.current.add(id);
      setState((s) => ({ ...s, pending: [...s.pending, id], failed: without(s.failed, id) }));
      (withClosed ? dataProvider.getGeoTree(id, 1, true) : dataProvider.getGeoTree(id, 1))
        .then((answer) => {
          inFlight.current.delete(id);
          if (!alive.current) return;
          loaded.current.add(id);
          idsWithChildren(answer).forEach((known) => loaded.current.add(known));
          setState((s) => ({ ...absorb(s, answer), pending: without(s.pending, id) }));
        })
        .catch(() => {
          inFlight.current.delete(id);
          if (!alive.current) return;
          setState((s) => ({ ...s, pending: without(s.pending, id), failed: [...s.failed, id] }));
        });
    },
    [dataProvider, withClosed],
  );

  useEffect(() => {
    alive.current = true;
    if (enabled) load(root.location_id);
    return () => {
      alive.current = false;
    };
  }, [enabled, load, root.location_id]);

  const retry = useCallback(() => state.failed.forEach(load), [state.failed, load]);

  return {
    root,
    rootNode: state.nodes[root.location_id],
    nodeById: (id) => state.nodes[id] ?? (id === root.location_id ? root : undefined),
    childrenOf: (id) => state.kids[id] ?? state.nodes[id]?.children,
    isLoading: (id) => state.pending.includes(id),
    hasFailed: (id) => state.failed.includes(id),
    anyFailed: state.failed.length > 0,
    load,
    retry,
  };
}
