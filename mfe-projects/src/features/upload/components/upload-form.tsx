import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, Card, CardTitle, Label, TextArea, TextField, toast } from '@stackfolio/shared-ui';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { MESSAGES } from '../../../constants';
import { FilesField, GalleryField, WriteupEditor } from '../../project-content';
import { ProgressBar } from '../../../components/progress-bar';
import { saveWithFeedback } from '../../../lib/save-with-feedback';
import { useCreateProject } from '../api/create-project';
import { EMPTY_UPLOAD, uploadSchema, type UploadInput, type UploadValues } from '../upload-schema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The upload form (docs/product.md §2, §5): submit stays disabled until a title and a file or URL exist. */
export function UploadForm() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateProject(setProgress);
  const { register, control, handleSubmit, watch, reset, formState } = useForm<
    UploadInput,
    unknown,
    UploadValues
  >({
    resolver: zodResolver(uploadSchema),
    defaultValues: EMPTY_UPLOAD,
  });
  const [title, files, projectUrl] = watch(['title', 'files', 'projectUrl']);
  const uploading = create.isPending;
  // A title of only spaces is no title (the server trims it and would refuse it).
  const canSubmit = title.trim() !== '' && (files.length > 0 || projectUrl.trim() !== '');

  // The new project's page when it has one (its owner has a handle); else a fresh form.
  const onValid = (values: UploadValues) =>
    saveWithFeedback({
      save: () => create.mutateAsync(values),
      setProgress,
      startProgress: 0,
      success: {
        title: MESSAGES.uploadSuccessTitle,
        description: MESSAGES.uploadSuccessDescription,
      },
      onSuccess: (saved) => (saved.path ? navigate(saved.path) : reset(EMPTY_UPLOAD)),
      failureTitle: MESSAGES.uploadFailed,
      failureFallback: (error) => (error as Error).message,
    });
  const onInvalid = (errors: typeof formState.errors) => {
    if (errors.title) {
      toast({
        title: MESSAGES.missingFieldsTitle,
        description: MESSAGES.missingFieldsDescription,
        variant: 'destructive',
      });
    }
  };
  const { errors } = formState;

  return (
    <Card aria-labelledby="upload-form-title">
      <CardTitle id="upload-form-title">Project Details</CardTitle>
      <Form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <TextField
          id="upload-title"
          label="Title"
          {...register('title')}
          placeholder="My awesome project"
          disabled={uploading}
        />
        <div>
          <Label htmlFor="upload-description">Description</Label>
          <TextArea
            id="upload-description"
            {...register('description')}
            placeholder="What it does, how you built it"
            disabled={uploading}
          />
        </div>
        <TextField
          id="upload-tags"
          label="Tags"
          placeholder="react, typescript, data"
          hint="Separate tags with commas."
          error={errors.tags?.message}
          disabled={uploading}
          {...register('tags')}
        />
        <TextField
          id="upload-url"
          label="Project URL"
          type="url"
          placeholder="https://github.com/you/project"
          error={errors.projectUrl?.message}
          disabled={uploading}
          {...register('projectUrl')}
        />
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <FilesField files={field.value} onChange={field.onChange} disabled={uploading} />
          )}
        />
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <GalleryField
              images={field.value}
              onChange={field.onChange}
              title={title}
              showErrors={formState.isSubmitted}
              disabled={uploading}
            />
          )}
        />
        <Controller
          control={control}
          name="writeup"
          render={({ field }) => (
            <WriteupEditor value={field.value} onChange={field.onChange} disabled={uploading} />
          )}
        />
        {progress !== null && <ProgressBar value={progress} label="Upload progress" />}
        <Button type="submit" disabled={!canSubmit || uploading}>
          {uploading ? MESSAGES.uploading : 'Upload Project'}
        </Button>
      </Form>
    </Card>
  );
}
