import { apiRequest } from '../../lib/api-client';
import { endSession, getToken } from '../../lib/session';
import { clearDeskOutbox, clearOfflineCopies } from '../../offline/staff-data';

/**
 * "Log out": the server ends the token (so a copy of it stops working), and this device forgets the
 * session and every kept copy of staff data, the desk's unsent bookings, payments and arrivals included. The device side never waits for the network: offline,
 * the token still dies at its expiry, and the copies go at once.
 */
export function signOut(): void {
  const token = getToken();
  if (token) {
    // The token is sent by hand rather than with `auth`, so a 401 here (already ended) is not taken
    // for an expired session.
    void apiRequest('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
  }
  void clearOfflineCopies();
  void clearDeskOutbox();
  endSession('signed-out');
}
