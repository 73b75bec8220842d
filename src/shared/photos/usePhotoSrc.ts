import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { devicePhotoUrl } from './devicePhotos';

export type PhotoSrc =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

// the server's answers, one object URL each: a list of cards asks each thumbnail once
const fetched = new Map<string, Promise<string>>();

/**
 * Where an <img> finds a photo (issue 50): the device's copy when it was taken here (shown with no
 * network, before it is sent), else the server's bytes read with the person's token.
 */
export function usePhotoSrc(id: string, size: 'full' | 'thumb'): PhotoSrc {
  const dataProvider = useDataProvider<AppDataProvider>();
  const onDevice = devicePhotoUrl(id);
  const [state, setState] = useState<PhotoSrc>(
    onDevice ? { status: 'ready', url: onDevice } : { status: 'loading' },
  );
  useEffect(() => {
    if (onDevice) return;
    let live = true;
    const key = `${id}:${size}`;
    let url = fetched.get(key);
    if (!url) {
      url = dataProvider.getPhoto(id, size).then((blob) => URL.createObjectURL(blob));
      url.catch(() => fetched.delete(key));
      fetched.set(key, url);
    }
    url.then(
      (ready) => live && setState({ status: 'ready', url: ready }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id, size, onDevice]);
  return state;
}
