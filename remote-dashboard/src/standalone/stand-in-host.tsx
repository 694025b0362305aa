import { useMemo, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import axios from 'axios';
import type { ApiClient, RemoteAppProps, SessionUser } from '@threadline/contracts';
import { standaloneConfig } from '@threadline/web-kit/standalone/standalone-config';
import App from '../app/app';
import { paths } from '../config/paths';
import styles from './stand-in-host.module.css';

// A stand-in for the shell: a fake member and an API client without a session token, so
// member and admin calls answer 401 and the pages show their fallbacks.
const STAND_IN_MEMBER: SessionUser = {
  uid: 'stand-in-member',
  email: 'stand-in.member@example.com',
  displayName: 'Stand-in Member',
  photoURL: null,
  emailVerified: true,
};

const api = axios.create({ baseURL: standaloneConfig.apiUrl }) as ApiClient;

export function StandInHost() {
  const [isAdmin, setIsAdmin] = useState(false);
  const props = useMemo<RemoteAppProps>(
    () => ({
      api,
      apiUrl: standaloneConfig.apiUrl,
      user: STAND_IN_MEMBER,
      isAdmin,
      logout: async () => {
        console.info('Stand-in host: logout requested');
      },
    }),
    [isAdmin],
  );

  return (
    <>
      <div className={styles.banner} role="note">
        <span>
          <strong>Stand-in host:</strong> this is the dashboard remote on its own, with a fake
          signed-in member (no real session). Use the shell for the real thing.
        </span>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={isAdmin}
            onChange={(event) => setIsAdmin(event.target.checked)}
          />{' '}
          View as admin
        </label>
      </div>
      <Routes>
        {/* Mounted where the shell mounts it, so relative links resolve the same way. */}
        <Route path={`${paths.dashboard.getHref()}/*`} element={<App {...props} />} />
        <Route path="*" element={<OutsideTheDashboard />} />
      </Routes>
    </>
  );
}

function OutsideTheDashboard() {
  const { pathname } = useLocation();
  if (pathname === '/') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <p className={styles.outside}>
      This page belongs to the public site or the shell, which the stand-in host does not include.{' '}
      <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
    </p>
  );
}
