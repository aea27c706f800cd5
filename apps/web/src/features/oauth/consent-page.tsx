import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { API, OAUTH_CONSENT_TEXTS, oauthAuthorizationRequestSchema, type OauthAuthorizationRequest, type OauthConsentRequest, type TokenScope } from '@stride/domain';
import { CenteredProgress } from '../../components/centered-progress';
import { apiCall } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';

const T = OAUTH_CONSENT_TEXTS;

/**
 * Issue 41: the consent screen (decision 037). `/oauth/authorize` sends the browser here with the
 * checked request in the query; the server checks it again, shows who asks and what for, and the
 * person's answer sends the browser back to the assistant (with a code, or `access_denied`).
 * Issue 52 (least privilege): when an assistant asks to write, the person chooses read only or
 * read and write, read only preselected; the grant is what they chose.
 */
export function ConsentPage() {
  useDocumentTitle(T.pageTitle);
  const [params] = useSearchParams();
  const request = useMemo<OauthAuthorizationRequest | null>(() => {
    const parsed = oauthAuthorizationRequestSchema.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : null;
  }, [params]);
  const [shown, setShown] = useState<OauthConsentRequest | null>(null);
  const [error, setError] = useState<string | null>(request ? null : T.requestInvalid);
  const [busy, setBusy] = useState(false);
  const [grant, setGrant] = useState<TokenScope>('read');

  useEffect(() => {
    if (!request) return;
    let live = true;
    apiCall(API.oauth.consentRequest, { query: request })
      .then((answer) => live && setShown(answer))
      .catch((caught: unknown) => live && setError(getErrorMessage(caught, T.requestInvalid)));
    return () => {
      live = false;
    };
  }, [request]);

  const answer = async (approve: boolean) => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = await apiCall(API.oauth.consent, { body: { ...request, approve, grant: request.scope === 'write' ? grant : 'read' } });
      window.location.assign(redirectTo);
    } catch (caught) {
      setError(getErrorMessage(caught, T.answerFailed));
      setBusy(false);
    }
  };

  if (!shown && !error) return <CenteredProgress label={T.loading} />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" component="section" aria-labelledby="consent-heading" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="consent-heading" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }} gutterBottom>
          {shown ? T.heading(shown.clientName) : T.pageTitle}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        {shown && (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{T.returnsTo(shown.redirectHost)}</Typography>
            {shown.scope === 'write' ? (
              // Native radio buttons in a fieldset: MUI's Radio would re-split chunks the public pages share (bundle budgets).
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3, minWidth: 0 }}>
                <Typography component="legend" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1, p: 0 }}>
                  {T.chooseLabel}
                </Typography>
                {(['read', 'write'] as const).map((scope) => (
                  <Box component="label" key={scope} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5, cursor: 'pointer' }}>
                    <Box
                      component="input"
                      type="radio"
                      name="grant"
                      value={scope}
                      checked={grant === scope}
                      onChange={() => setGrant(scope)}
                      sx={{ mt: 0.5, width: 20, height: 20, flexShrink: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
                    />
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {scope === 'write' ? T.choiceWrite : T.choiceRead}
                      </Typography>
                      <Typography component="span" sx={{ display: 'block' }}>
                        {scope === 'write' ? T.scopeWrite : T.scopeRead}
                      </Typography>
                    </span>
                  </Box>
                ))}
                <Typography>{T.scopeNotAccount}</Typography>
              </Box>
            ) : (
              <>
                <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mt: 3, mb: 1 }}>
                  {T.mayLabel}
                </Typography>
                <Box component="ul" sx={{ pl: 3, my: 0 }}>
                  <li>
                    <Typography>{T.scopeRead}</Typography>
                  </li>
                  <li>
                    <Typography>{T.scopeNotAccount}</Typography>
                  </li>
                </Box>
              </>
            )}
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {T.onlyIfYouStarted} {T.disconnectLater}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
              <Button variant="outlined" size="large" disabled={busy} onClick={() => void answer(false)}>
                {T.deny}
              </Button>
              <Button variant="contained" size="large" disabled={busy} onClick={() => void answer(true)}>
                {T.allow}
              </Button>
            </Box>
            {busy && (
              <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
                {T.sending}
              </Typography>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
