import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { useSessionStore } from '../lib/auth/session-context';
import { dataStoreOf } from '../lib/store/store';

/**
 * The signed-in screens' data (issue 47, decision 046): the Redux store with RTK Query and the
 * check-off outbox. A lazy route around every signed-in screen, so Redux, RTK Query and immer
 * load with them and never with a public page. The store is made on the first visit and kept.
 */
export function DataLayer() {
  const session = useSessionStore();
  return (
    <Provider store={dataStoreOf(session)}>
      <Outlet />
    </Provider>
  );
}
