import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { devicesResponseSchema } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

const DEVICES_KEY = ['account', 'devices'] as const;

/** GET /api/account/devices: the account's signed-in browsers and API tokens. */
export function useDevices() {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && devicesResponseSchema,
        'GET',
        '/api/account/devices',
      ),
  });
}

/** Signs out one device (DELETE /api/account/devices/:id) or every other one. */
export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? apiJson(
            process.env.NODE_ENV !== 'production' && devicesResponseSchema,
            'POST',
            '/api/account/devices/sign-out-others',
          )
        : apiJson(
            process.env.NODE_ENV !== 'production' && devicesResponseSchema,
            'DELETE',
            `/api/account/devices/${encodeURIComponent(id)}`,
          ),
    onSuccess: (result) => client.setQueryData(DEVICES_KEY, result),
  });
}
