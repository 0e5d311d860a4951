import { useState } from 'react';
import { Link, useNavigate } from '@stackfolio/shared-ui/router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  Label,
  TextArea,
  formatFileSize,
  TextField,
  type Project,
} from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { ProgressBar } from '../../../components/progress-bar';
import { saveWithFeedback } from '../../../lib/save-with-feedback';
import { useUpdateProject } from '../api/update-project';
import {
  editDefaults,
  editProjectSchema,
  type EditProjectInput,
  type EditProjectValues,
} from '../edit-schema';
import { ReplaceableFileField } from './replaceable-file-field';
import { TagEditor } from './tag-editor';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  section > div + div {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The edit form (docs/product.md §2, §5): project information, file management, project image. */
export function EditProjectForm({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProject(project.id, setProgress);
  const { register, control, handleSubmit, formState } = useForm<
    EditProjectInput,
    unknown,
    EditProjectValues
  >({
    resolver: zodResolver(editProjectSchema),
    defaultValues: editDefaults(project),
  });
  const { errors } = formState;
  const saving = update.isPending;

  const onValid = (values: EditProjectValues) =>
    saveWithFeedback({
      save: () => update.mutateAsync(values),
      setProgress,
      startProgress: values.file || values.image ? 0 : null,
      success: {
        title: MESSAGES.updateSuccessTitle,
        description: MESSAGES.updateSuccessDescription,
      },
      onSuccess: () => navigate('/'),
      failureTitle: MESSAGES.updateFailedTitle,
      failureFallback: () => MESSAGES.updateFailedFallback,
    });

  return (
    <Form onSubmit={handleSubmit(onValid)} noValidate>
      <Card aria-labelledby="edit-info-title">
        <CardTitle id="edit-info-title">Project Information</CardTitle>
        <TextField
          id="edit-title"
          label="Title"
          error={errors.title?.message}
          {...register('title')}
        />
        <div>
          <Label htmlFor="edit-description">Description</Label>
          <TextArea id="edit-description" {...register('description')} />
        </div>
        <TextField
          id="edit-url"
          label="Project URL"
          type="url"
          placeholder="https://github.com/you/project"
          error={errors.projectUrl?.message}
          {...register('projectUrl')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagEditor tags={field.value} onChange={field.onChange} error={errors.tags?.message} />
          )}
        />
      </Card>

      <Card aria-labelledby="edit-file-title">
        <CardTitle id="edit-file-title">File Management</CardTitle>
        <ReplaceableFileField
          control={control}
          kind="file"
          currentName={
            project.fileName
              ? `${project.fileName}${project.fileSize ? ` (${formatFileSize(project.fileSize)})` : ''}`
              : null
          }
          label={project.fileName ? 'Replace file' : 'Upload a file'}
          disabled={saving}
        />
      </Card>

      <Card aria-labelledby="edit-image-title">
        <CardTitle id="edit-image-title">Project Image</CardTitle>
        <ReplaceableFileField
          control={control}
          kind="image"
          currentName={project.imageUrl ? 'preview image' : null}
          currentImageUrl={project.imageUrl}
          label={project.imageUrl ? 'Replace image' : 'Upload an image'}
          disabled={saving}
        />
      </Card>

      {progress !== null && <ProgressBar value={progress} label="Upload progress" />}
      <Actions>
        <ButtonLink as={Link} to="/" $variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Actions>
    </Form>
  );
}
