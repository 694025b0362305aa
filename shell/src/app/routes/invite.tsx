import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { storeInviteRef } from '../../features/auth/utils/invite-ref';

/** The target of an invite link: remember who invited the visitor, then go to sign-up. */
export function InviteRoute() {
  const { code } = useParams<{ code: string }>();
  useEffect(() => {
    if (code) storeInviteRef(code);
  }, [code]);
  return <Navigate to={paths.signUp.getHref()} replace />;
}
