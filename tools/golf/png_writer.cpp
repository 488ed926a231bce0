// PNG encoding in memory with libpng, then an atomic write (golf/formats/atomic_file.hpp).

#include "png_writer.hpp"

#include "golf/formats/atomic_file.hpp"
#include "shown_text.hpp"

#include <csetjmp>
#include <cstring>
#include <new>
#include <png.h>
#include <string_view>

namespace golf::cli {

namespace {

static_assert(sizeof(Colour) == 3, "a row of Colour must be packed RGB bytes for libpng");

/// Where libpng's callbacks put the output and the first error message.
struct PngSink {
    std::string* bytes = nullptr;
    char error[200] = {};
};

extern "C" void pngWrite(png_structp png, png_bytep data, png_size_t size) {
    auto* sink = static_cast<PngSink*>(png_get_io_ptr(png));
    try {
        sink->bytes->append(reinterpret_cast<const char*>(data), size);
    } catch (const std::bad_alloc&) {
        png_error(png, "out of memory"); // never let a C++ exception cross libpng's C frames
    }
}

extern "C" void pngFlush(png_structp) {}

extern "C" void pngError(png_structp png, png_const_charp message) {
    auto* sink = static_cast<PngSink*>(png_get_error_ptr(png));
    std::strncpy(sink->error, message, sizeof sink->error - 1);
    png_longjmp(png, 1);
}

extern "C" void pngWarning(png_structp, png_const_charp) {}

/// The libpng calls that may long-jump back on error. Only trivially destructible locals live
/// here, so that the long jump skips no destructor.
bool encodeRows(png_structp png, png_infop info, const Image& image) {
    if (setjmp(png_jmpbuf(png))) {
        return false;
    }
    png_set_IHDR(png, info, static_cast<png_uint_32>(image.width),
                 static_cast<png_uint_32>(image.height), 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    const Colour* pixels = image.pixels.data();
    for (int y = 0; y < image.height; ++y) {
        // libpng takes a non-const row but only reads it.
        const Colour* row =
            pixels + static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width);
        png_write_row(png, const_cast<png_bytep>(reinterpret_cast<const png_byte*>(row)));
    }
    png_write_end(png, nullptr);
    return true;
}

/// Writes all of `bytes` to the file descriptor; false (errno set) on failure.
std::string cannotWrite(const std::filesystem::path& path, const std::string& reason) {
    return shownPath(path.string()) + ": cannot write: " + reason;
}

} // namespace

PngBytes encodePng(const Image& image) {
    PngBytes result;
    PngSink sink{.bytes = &result.bytes};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, pngError, pngWarning);
    png_infop info = png == nullptr ? nullptr : png_create_info_struct(png);
    if (info == nullptr) {
        png_destroy_write_struct(&png, nullptr);
        return {.bytes = {}, .error = "out of memory"};
    }
    png_set_write_fn(png, &sink, pngWrite, pngFlush);
    const bool ok = encodeRows(png, info, image);
    png_destroy_write_struct(&png, &info);
    if (!ok) {
        return {.bytes = {}, .error = sink.error[0] != '\0' ? sink.error : "libpng failed"};
    }
    return result;
}

std::string writePngFile(const std::filesystem::path& path, const Image& image) {
    PngBytes png;
    try {
        png = encodePng(image);
    } catch (const std::bad_alloc&) {
        return cannotWrite(path, "out of memory");
    }
    if (!png.error.empty()) {
        return cannotWrite(path, png.error);
    }
    return writeFileAtomically(path, png.bytes);
}

} // namespace golf::cli
