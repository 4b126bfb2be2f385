<?php
/**
 * Plugin Name: Nexaloom revalidate
 * Description: Tells the Next.js site which published post changed, so the blog shows it on the next request.
 *
 * Configure in wp-config.php:
 *   define( 'NEXALOOM_REVALIDATE_URL', 'https://www.example.com/api/revalidate' );
 *   define( 'NEXALOOM_REVALIDATE_SECRET', 'the REVALIDATE_SECRET of the site' );
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Changes collected during the request and sent once WordPress has finished saving. */
$GLOBALS['nexaloom_revalidate_queue'] = array();

/** Slugs before an update, so a renamed post's old address is refreshed too. */
$GLOBALS['nexaloom_previous_slugs'] = array();

function nexaloom_revalidate_enqueue( $event, $post, $previous_slug, $was_published ) {
	if ( ! defined( 'NEXALOOM_REVALIDATE_URL' ) || ! defined( 'NEXALOOM_REVALIDATE_SECRET' ) ) {
		return;
	}
	if ( 'post' !== $post->post_type || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	// Drafts never reach the site: only posts that are, or were until now, published matter.
	if ( 'publish' !== $post->post_status && ! $was_published ) {
		return;
	}
	$GLOBALS['nexaloom_revalidate_queue'][ $post->ID ] = array(
		'event'         => $event,
		'id'            => (int) $post->ID,
		'slug'          => (string) $post->post_name,
		'previous_slug' => (string) $previous_slug,
		'status'        => 'delete' === $event ? 'deleted' : (string) $post->post_status,
	);
}

add_action(
	'pre_post_update',
	function ( $post_id ) {
		$post = get_post( $post_id );
		if ( $post ) {
			$GLOBALS['nexaloom_previous_slugs'][ $post_id ] = array( $post->post_name, $post->post_status );
		}
	}
);

add_action(
	'wp_after_insert_post',
	function ( $post_id, $post, $update, $post_before ) {
		$before        = $GLOBALS['nexaloom_previous_slugs'][ $post_id ] ?? null;
		$previous_slug = $post_before ? $post_before->post_name : ( $before[0] ?? '' );
		$was_published = ( $post_before && 'publish' === $post_before->post_status ) || ( $before && 'publish' === $before[1] );
		nexaloom_revalidate_enqueue( 'save', $post, $previous_slug !== $post->post_name ? $previous_slug : '', $was_published );
	},
	10,
	4
);

add_action(
	'before_delete_post',
	function ( $post_id, $post ) {
		if ( $post ) {
			nexaloom_revalidate_enqueue( 'delete', $post, '', 'publish' === $post->post_status || 'trash' === $post->post_status );
		}
	},
	10,
	2
);

add_action(
	'shutdown',
	function () {
		foreach ( $GLOBALS['nexaloom_revalidate_queue'] as $body ) {
			// Blocking with a short timeout: the editor's save waits at most this long for a slow site.
			$response = wp_remote_post(
				NEXALOOM_REVALIDATE_URL,
				array(
					'timeout' => 3,
					'headers' => array(
						'content-type'        => 'application/json',
						'x-revalidate-secret' => NEXALOOM_REVALIDATE_SECRET,
					),
					'body'    => wp_json_encode( $body ),
				)
			);
			if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
				error_log( 'nexaloom-revalidate: ' . ( is_wp_error( $response ) ? $response->get_error_message() : wp_remote_retrieve_response_code( $response ) ) );
			}
		}
	}
);
