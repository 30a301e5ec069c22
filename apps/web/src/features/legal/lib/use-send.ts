import { useState } from 'react';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';

/**
 * Sending a legal filing: a submit handler that clears the last failure, sends, hands the answer
 * on, and on failure keeps the server's readable reason (else `fallback`) to show above Send.
 */
export function useSend<B, R>(send: (body: B) => Promise<R>, onSent: (answer: R, body: B) => void, fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (body: B) => {
    setFailure(null);
    try {
      onSent(await send(body), body);
    } catch (error) {
      setFailure(apiErrorMessage(error, fallback));
    }
  };
  return { failure, submit };
}

/**
 * Filing something that answers with a number (a notice, a removal request): `useSend`, plus the
 * number and the address the acknowledgement went to once it is filed, and `clear` to file another.
 */
export function useFiling<B extends { email: string }>(
  send: (body: B) => Promise<{ number: string }>,
  fallback: string,
) {
  const [filed, setFiled] = useState<{ number: string; email: string } | null>(null);
  const { failure, submit } = useSend(
    send,
    (created, body) => setFiled({ number: created.number, email: body.email }),
    fallback,
  );
  return { filed, failure, submit, clear: () => setFiled(null) };
}
