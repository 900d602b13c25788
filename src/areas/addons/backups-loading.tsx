// What the Addons page shows while its workspace's chunk and the backups load.
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

export function BackupsLoading() {
  return (
    <Box sx={{ display: "grid", gap: 3 }} aria-busy="true" aria-label="Loading the backups">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={260} />
    </Box>
  );
}
