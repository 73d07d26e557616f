import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../platform/notifier/notifier.tsx';

/** Hands the notifier the context-aware message/notification of <App>, so notices follow the theme. */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    bindNotifier({ message, notification });
    return () => bindNotifier(null);
  }, [message, notification]);
  return null;
}
