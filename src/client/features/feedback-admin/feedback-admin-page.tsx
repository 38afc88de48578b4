import { Text, Title } from '@mantine/core';

export default function FeedbackAdminPage() {
  return (
    <>
      <Title order={2}>Feedback administration</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}
