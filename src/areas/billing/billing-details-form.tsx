// The billing details invoices print: read by whoever may read invoices,
// saved by whoever may update them (owners, admins, billing members).
import { useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import type { BillingDetails } from "../../../contract/billing";
import { toApiError } from "../../api-client/api-error";
import { useBillingDetailsQuery, useUpdateBillingDetailsMutation } from "../../api-client/billing-queries";
import { AllowedAction } from "../../components/allowed-action";
import { PageSection } from "../../components/page-section";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { TextInput } from "../../components/text-input";

type Field = keyof BillingDetails;

const FIELDS: { name: Field; label: string }[] = [
  { name: "companyName", label: "Company name" },
  { name: "address", label: "Address" },
  { name: "country", label: "Country code" },
  { name: "taxId", label: "Tax ID" },
  { name: "billingEmail", label: "Billing e-mail" },
];

const EMPTY: Record<Field, string> = { companyName: "", address: "", country: "", taxId: "", billingEmail: "" };

export function BillingDetailsForm({ refusal }: { refusal: string | null }) {
  const query = useBillingDetailsQuery();
  const mutation = useUpdateBillingDetailsMutation();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);

  useEffect(() => {
    const details = query.data;
    if (details) {
      setValues({ companyName: details.companyName ?? "", address: details.address ?? "", country: details.country ?? "", taxId: details.taxId ?? "", billingEmail: details.billingEmail ?? "" });
    }
  }, [query.data]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = (name: Field) => (values[name].trim() === "" ? null : values[name].trim());
    try {
      await mutation.mutateAsync({ companyName: text("companyName"), address: text("address"), country: text("country")?.toUpperCase() ?? null, taxId: text("taxId"), billingEmail: text("billingEmail") });
      toast.success("Billing details saved");
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  let content;
  if (query.error) content = <ServiceErrorAlert title="The billing details could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <LinearProgress aria-label="Loading billing details" />;
  else {
    content = (
      <Box component="form" aria-label="Billing details" onSubmit={(event) => void save(event)} sx={{ display: "grid", gap: 2, maxWidth: "36rem" }}>
        {FIELDS.map(({ name, label }) => (
          <TextInput key={name} label={label} value={values[name]} disabled={refusal !== null} onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} />
        ))}
        <Box>
          <AllowedAction reason={refusal}>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {mutation.isPending ? "Saving…" : "Save billing details"}
            </Button>
          </AllowedAction>
        </Box>
      </Box>
    );
  }
  return (
    <PageSection title="Billing details" description="Printed on your invoices.">
      {content}
    </PageSection>
  );
}
