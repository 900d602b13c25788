// The collections table's shape while the collections load.
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

export function CollectionListSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading collections" sx={{ display: "grid", gap: 1 }}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={44} />
      ))}
    </Box>
  );
}
