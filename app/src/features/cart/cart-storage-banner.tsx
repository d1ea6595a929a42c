import { StatusBanner } from '../../components/status-banner';
import { useCartStorageStatus } from './use-cart';

/** Tells the visitor, once and politely, that their cart lives only in this tab for now. */
export function CartStorageBanner() {
  const storage = useCartStorageStatus();
  if (storage.mode === 'device') return null;
  return (
    <StatusBanner tone="warning" title="Your cart can't be saved on this device.">
      {storage.problem === 'full'
        ? 'Your device is out of storage space. '
        : 'Your browser is not letting us store data (common in private browsing). '}
      You can still shop and book; the cart clears when you close this tab.
    </StatusBanner>
  );
}
