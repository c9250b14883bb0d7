import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that asks its resource's queries again once it succeeds: `key` from the resource's key
 * factory, or made from the write's variables (one record's part).
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  key: QueryKey | ((variables: V) => QueryKey),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer: R, variables: V) =>
      queryClient.invalidateQueries({ queryKey: typeof key === 'function' ? key(variables) : key }),
  });
}
