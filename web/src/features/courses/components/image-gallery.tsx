import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { GalleryImage } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { apiUrl } from '../../../lib/api-client';
import { thumbnail } from '../api';

/** Gallery thumbnails; a click opens the picture enlarged in a modal. */
export function ImageGallery({ images, offset = 0 }: { images: GalleryImage[]; offset?: number }) {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  return (
    <>
      <ul className="gallery-grid list-unstyled mb-0">
        {images.map((img, i) => (
          <li key={img.id}>
            <button
              type="button"
              className="gallery-item"
              onClick={() => setOpen(img)}
              aria-label={`Ampliar imagen ${offset + i + 1}`}
            >
              <ImageWithFallback src={apiUrl(thumbnail(img.path)!)} alt="" width={480} height={320} />
            </button>
          </li>
        ))}
      </ul>
      <Modal show={open !== null} onHide={() => setOpen(null)} size="xl" centered aria-labelledby="gallery-modal-title">
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="gallery-modal-title" as="h2" className="h6">
            Imagen de la galería
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center p-2">
          {open && (
            <ImageWithFallback
              src={apiUrl(open.path)}
              alt="Imagen de la galería ampliada"
              className="img-fluid gallery-full"
              loading="eager"
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
